import { beforeAll, describe, expect, it } from 'vitest';
import { savedMeasurementsJson, type SavedMeasurementsJson } from '@pointe/config';
import { expectContract, refusal } from '../helpers/contract';
import { newShopper, type TestUser } from '../helpers/fixtures';
import { api } from '../helpers/http';

const mine = async (user: TestUser) => {
  const response = await api<SavedMeasurementsJson>('/api/users/measurements', { token: user.token });
  expect(response.status).toBe(200);
  return expectContract(savedMeasurementsJson, response.body).measurements;
};
const save = (user: TestUser | null, json: unknown) => api('/api/users/measurements', { method: 'PUT', token: user?.token, json });

let salma: TestUser;
let nour: TestUser;
beforeAll(async () => {
  [salma, nour] = await Promise.all([newShopper(), newShopper()]);
});

describe('GET and PUT /api/users/measurements', () => {
  it('are for a signed-in shopper only', async () => {
    expect((await api('/api/users/measurements')).status).toBe(401);
    const response = await save(null, { bust: '86' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(refusal('Please sign in to continue'));
  });

  it('keep what she saved, Arabic-Indic digits and decimal commas read as centimetres, empty fields and unknown ones left out', async () => {
    expect(await mine(salma)).toEqual({});
    const response = await save(salma, { bust: '٨٦', hips: 92.5, waist: '', girth: '148,5', isAdmin: true, id: 1 });
    expect(response.status).toBe(200);
    expect(expectContract(savedMeasurementsJson, response.body)).toEqual({ measurements: { bust: 86, hips: 92.5, girth: 148.5 } });
    expect(await mine(salma)).toEqual({ bust: 86, hips: 92.5, girth: 148.5 });
  });

  it("are hers only: another shopper neither sees nor changes them", async () => {
    await save(salma, { footLength: '23.5' });
    expect(await mine(nour)).toEqual({});
    expect((await save(nour, { footLength: '25' })).status).toBe(200);
    expect(await mine(salma)).toEqual({ footLength: 23.5 });
    expect(await mine(nour)).toEqual({ footLength: 25 });
  });

  it('replace the saved ones: a measurement left out is forgotten, none forgets them all', async () => {
    await save(salma, { bust: 84, waist: 66 });
    expect(await mine(salma)).toEqual({ bust: 84, waist: 66 });
    expect((await save(salma, {})).status).toBe(200);
    expect(await mine(salma)).toEqual({});
  });

  it('refuse a measurement out of range or not a number with 400 and its limits, and change nothing', async () => {
    await save(salma, { height: 163 });
    for (const [json, params] of [
      [{ bust: '500' }, { min: 40, max: 180 }],
      [{ footLength: 5 }, { min: 10, max: 35 }],
      [{ height: 'tall' }, { min: 70, max: 230 }],
      [{ waist: null }, { min: 30, max: 180 }],
      [{ hips: ['90'] }, { min: 40, max: 190 }],
      [{ girth: '1e2' }, { min: 80, max: 220 }],
    ] as const) {
      const response = await save(salma, json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(response.body).toEqual({ message: `Enter centimetres between ${params.min} and ${params.max}`, code: 'measurementOutOfRange', params });
    }
    for (const json of [[], 'bust=86', 86]) expect((await save(salma, json)).status, JSON.stringify(json)).toBe(400);
    expect(await mine(salma)).toEqual({ height: 163 });
  });
});
