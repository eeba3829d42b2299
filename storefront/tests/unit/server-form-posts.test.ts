import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseNonFormBodies } from '../../server/form-posts.js';
import { listen, type Listening } from './server-helpers/listen.js';

describe('refuseNonFormBodies', () => {
  let running: Listening;
  beforeAll(async () => {
    const app = express();
    app.use(refuseNonFormBodies());
    app.all('*', (req, res) => res.send(`done ${req.method}`));
    running = await listen(app);
  });
  afterAll(() => running.close());

  const send = (method: string, type: string | undefined, body: string | undefined) =>
    fetch(`${running.url}/signin`, { method, body, headers: type ? { 'content-type': type } : {} });

  it('lets forms through, however deep or long, and an empty form', async () => {
    const deepForm = `email${'[b]'.repeat(3000)}=x`;
    for (const [type, body] of [
      ['application/x-www-form-urlencoded', deepForm],
      ['application/x-www-form-urlencoded;charset=UTF-8', 'email=a'],
      ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
    ] as const) {
      const answer = await send('POST', type, body);
      expect(answer.status, type).toBe(200);
      expect(await answer.text()).toBe('done POST');
    }
    expect((await send('POST', 'application/x-www-form-urlencoded', undefined)).status).toBe(200);
  });

  it('answers 415 to a JSON or text body on any action method, before the app sees it', async () => {
    const deepJson = `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const [type, body] of [
        ['application/json', deepJson],
        ['application/json', '{"email":"a@b.c"}'],
        ['text/plain', 'email=a'],
        // No type at all, with or without a body: no browser posts a form so (request.formData() throws on it).
        [undefined, undefined],
        [undefined, 'email=a'],
      ] as const) {
        const answer = await send(method, type, body);
        expect(answer.status, `${method} ${type}`).toBe(415);
        expect(await answer.text()).toBe('Pages take form posts only.');
      }
    }
  });

  it('leaves loaders alone: a GET never has its body read', async () => {
    const answer = await fetch(`${running.url}/signin`, { method: 'GET' });
    expect(answer.status).toBe(200);
  });
});
