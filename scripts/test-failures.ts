/** What the test scripts (test-api, test-e2e) repeat at the end of their output: CI keeps a log's tail. */

/**
 * Keeps each failing test's TAP block (`not ok N - name` and its YAML: error, expected, actual,
 * stack), the suite's and the test's alike, so a failure can be told again at the end.
 */
export class FailureCollector {
  readonly lines: string[] = [];
  private indent: number | null = null;
  private kept = 0;

  read(line: string) {
    const failed = /^(\s*)not ok \d+ - /.exec(line);
    if (failed) {
      this.indent = failed[1]!.length;
      this.kept = 0;
      this.lines.push(line);
      return;
    }
    if (this.indent === null) return;
    const depth = /^\s*/.exec(line)![0].length;
    // the block ends with the YAML's closing "..." at the test's own depth plus two
    if (this.kept++ < 40) this.lines.push(line);
    if (line.trim() === '...' && depth <= this.indent + 2) this.indent = null;
  }
}
