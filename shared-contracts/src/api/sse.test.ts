import { createSseParser, formatSse, formatSseId } from './sse';

describe('the text/event-stream format', () => {
  it('reads events split anywhere, with their ids, skipping comments', () => {
    const parse = createSseParser();
    const text = `: connected\n\n${formatSse('order.changed', { status: 'paid' }, '7')}: keep-alive\n\n${formatSse('order.created', { n: 1 }, '8')}`;
    const [head, tail] = [text.slice(0, 25), text.slice(25)];
    expect([...parse(head), ...parse(tail)]).toEqual([
      { event: 'order.changed', data: '{"status":"paid"}', id: '7' },
      { event: 'order.created', data: '{"n":1}', id: '8' },
    ]);
  });

  it('gives a bare id (the cursor after a replay) as an event without data, as EventSource keeps it', () => {
    const parse = createSseParser();
    expect(parse(`${formatSseId('42')}event: order.changed\ndata: {}\n\n`)).toEqual([
      { event: 'message', data: '', id: '42' },
      { event: 'order.changed', data: '{}', id: '42' },
    ]);
  });
});
