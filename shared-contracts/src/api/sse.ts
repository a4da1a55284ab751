/** One server-sent event as received: its `event:` name (default 'message'), joined `data:` lines and `id:`. */
export type SseMessage = { event: string; data: string; id?: string };

/**
 * An incremental parser of the text/event-stream format: feed it chunks as they arrive, get the
 * events completed so far. Comments (':') and `retry:` are ignored. A block with an `id:` and no
 * data (the server moving the reader's cursor) comes out with empty `data`. As in EventSource, the
 * last id seen stays the id of the events after it.
 */
export function createSseParser(): (chunk: string) => SseMessage[] {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  let idInBlock = false;

  return (chunk) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\n|\r/);
    buffer = lines.pop() ?? '';
    const done: SseMessage[] = [];
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0 || idInBlock) done.push({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
        event = '';
        data = [];
        idInBlock = false;
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') data.push(value);
      else if (field === 'event') event = value;
      else if (field === 'id' && !value.includes('\0')) {
        id = value;
        idInBlock = true;
      }
    }
    return done;
  };
}

/** Writes one event in the text/event-stream format (for the API). */
export function formatSse(event: string, data: unknown, id?: string): string {
  const lines = JSON.stringify(data).split('\n').map((line) => `data: ${line}`);
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\n${lines.join('\n')}\n\n`;
}

/** An id without an event: moves an EventSource's (and our parser's) last event id to `id`. */
export function formatSseId(id: string): string {
  return `id: ${id}\n\n`;
}
