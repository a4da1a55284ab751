/** One server-sent event as received: its `event:` name (default 'message'), joined `data:` lines and `id:`. */
export type SseMessage = { event: string; data: string; id?: string };

/**
 * An incremental parser of the text/event-stream format: feed it chunks as they arrive, get the
 * events completed so far. Comments (':') and `retry:` are ignored.
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\n|\r/);
    buffer = lines.pop() ?? '';
    const done: SseMessage[] = [];
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) done.push({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
        event = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') event = value;
      else if (field === 'id') id = value;
    }
    return done;
  };
}

/** Writes one event in the text/event-stream format (for the API). */
export function formatSse(event: string, data: unknown, id?: string): string {
  const lines = JSON.stringify(data).split('\n').map((line) => `data: ${line}`);
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\n${lines.join('\n')}\n\n`;
}
