import { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, it } from 'vitest';
import { useJwtSecretKey } from './jwt-secret';

function fakeStrapi(initial: unknown) {
  const config = new Map<string, unknown>([['plugin::users-permissions.jwtSecret', initial]]);
  return {
    config: { get: (path: string) => config.get(path), set: (path: string, value: unknown) => config.set(path, value) },
    secret: () => config.get('plugin::users-permissions.jwtSecret'),
  };
}

describe('the JWT secret as a key object', () => {
  it('replaces the string with a secret key of its UTF-8 bytes', () => {
    const strapi = fakeStrapi('pointe-secret-é');
    useJwtSecretKey(strapi as never);
    const key = strapi.secret();
    expect(key).toBeInstanceOf(KeyObject);
    expect((key as KeyObject).type).toBe('secret');
    expect((key as KeyObject).export().toString('utf8')).toBe('pointe-secret-é');
  });

  it('verifies tokens signed with the string, and signs tokens the string verifies (HS256)', () => {
    const strapi = fakeStrapi('pointe-secret-é');
    useJwtSecretKey(strapi as never);
    const key = strapi.secret() as KeyObject;
    const oldToken = jwt.sign({ id: 7, tv: 2 }, 'pointe-secret-é', { algorithm: 'HS256', expiresIn: '30d' });
    expect(jwt.verify(oldToken, key, { algorithms: ['HS256'] })).toMatchObject({ id: 7, tv: 2 });
    const newToken = jwt.sign({ id: 8, tv: 0 }, key, { algorithm: 'HS256', expiresIn: '30d' });
    expect(jwt.verify(newToken, 'pointe-secret-é', { algorithms: ['HS256'] })).toMatchObject({ id: 8, tv: 0 });
    expect(() => jwt.verify(newToken, 'another-secret', { algorithms: ['HS256'] })).toThrow(/invalid signature/);
  });

  it('leaves a missing or already converted secret alone', () => {
    const missing = fakeStrapi(undefined);
    useJwtSecretKey(missing as never);
    expect(missing.secret()).toBeUndefined();
    const strapi = fakeStrapi('s');
    useJwtSecretKey(strapi as never);
    const key = strapi.secret();
    useJwtSecretKey(strapi as never);
    expect(strapi.secret()).toBe(key);
  });
});
