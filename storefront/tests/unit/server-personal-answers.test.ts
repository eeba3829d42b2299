import { describe, expect, it } from 'vitest';
import { PERSONAL_CACHE_CONTROL, answerHeaders, decidedAnswer, type AnswerFacts } from '../../server/personal-answers.js';

const signedIn: AnswerFacts = { method: 'GET', carriesIdentity: true, sharedPage: false };
const anonymous: AnswerFacts = { method: 'GET', carriesIdentity: false, sharedPage: false };
const decided = (status: number, own: HeadersInit, facts: AnswerFacts) => Object.fromEntries(answerHeaders(status, new Headers(own), facts));

describe("an answer's caching, decided in one place", () => {
  it('makes any answer to a request with a cookie private, no-store, whatever its route said', () => {
    expect(decided(200, { 'Content-Type': 'text/html' }, signedIn)).toMatchObject({ 'cache-control': PERSONAL_CACHE_CONTROL, vary: 'Cookie' });
    // A loader that claimed its answer public (the contact page's `headers`), a redirect, an action's answer.
    expect(decided(200, { 'Cache-Control': 'public, max-age=3600' }, signedIn)['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(decided(302, { Location: '/signin' }, signedIn)['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(decided(400, {}, { ...signedIn, method: 'POST' })['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    // A bearer token is an identity too.
    expect(decided(200, {}, { ...anonymous, carriesIdentity: true })['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it('makes an answer that sets a cookie private, no-store, even to a visitor without one, and even on a shared page', () => {
    expect(decided(302, { 'Set-Cookie': '__pointe_session=x' }, { ...anonymous, method: 'POST' })['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(decided(200, { 'Set-Cookie': '__pointe_toast=x', 'Cache-Control': 'private, no-cache' }, { ...signedIn, sharedPage: true })['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("leaves a shared page's own read as entry.server made it: a GET or HEAD answered 200", () => {
    const shared = { ...signedIn, sharedPage: true };
    expect(decided(200, { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }, shared)).toMatchObject({ 'cache-control': 'private, no-cache', vary: 'Cookie' });
    expect(decided(200, { 'Cache-Control': 'private, no-cache' }, { ...shared, method: 'HEAD' })['cache-control']).toBe('private, no-cache');
    // Not a read, or not the page itself (its not-found page, a redirect): hers alone.
    expect(decided(200, { 'Cache-Control': 'private, no-cache' }, { ...shared, method: 'POST' })['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(decided(404, {}, shared)['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(decided(302, {}, shared)['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("leaves a visitor's answer without cookies as its route made it, varying with the Cookie header", () => {
    expect(decided(200, { 'Cache-Control': 'public, no-cache', Vary: 'Cookie' }, { ...anonymous, sharedPage: true })).toMatchObject({ 'cache-control': 'public, no-cache', vary: 'Cookie' });
    expect(decided(200, { 'Cache-Control': 'public, max-age=86400' }, anonymous)).toMatchObject({ 'cache-control': 'public, max-age=86400', vary: 'Cookie' });
    expect(decided(200, {}, anonymous)['cache-control']).toBeUndefined();
  });

  it('adds Cookie to the Vary an answer already has, once', () => {
    expect(decided(200, { Vary: 'Accept-Encoding' }, anonymous).vary).toBe('Accept-Encoding, Cookie');
    expect(decided(200, { Vary: 'accept-encoding, cookie' }, anonymous).vary).toBe('accept-encoding, cookie');
    expect(decided(200, { Vary: '*' }, anonymous).vary).toBe('*');
  });

  it('decides a redirect whose headers cannot change (Response.redirect), keeping its status, location and body', async () => {
    const answer = decidedAnswer(Response.redirect('http://shop.test/signin', 302), signedIn);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('http://shop.test/signin');
    expect(answer.headers.get('Cache-Control')).toBe(PERSONAL_CACHE_CONTROL);
    const page = decidedAnswer(new Response('<p>hers</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }), signedIn);
    expect(await page.text()).toBe('<p>hers</p>');
    expect(page.headers.get('Content-Type')).toBe('text/html');
  });
});
