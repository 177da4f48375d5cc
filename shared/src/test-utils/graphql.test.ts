import { describe, expect, it } from 'vitest';
import { createTestClients } from './graphql';
import { ValidateActivationCodeDocument } from '../api/generated/data';
import { MainMeDocument } from '../api/generated/main';

describe('createTestClients', () => {
  it('answers by operation name and records the calls', async () => {
    const { clients, calls } = createTestClients({
      data: {
        ValidateActivationCode: (v: Record<string, unknown>) => ({
          data: { validateActivationCode: { ok: v.activationCode === 'ABC', text: 't' } },
        }),
      },
    });
    const result = await clients.nucleolus.request(ValidateActivationCodeDocument, { activationCode: 'ABC' });
    expect(result.validateActivationCode.ok).toBe(true);
    expect(calls).toEqual([
      {
        service: 'data',
        operation: 'ValidateActivationCode',
        variables: { activationCode: 'ABC' },
        authorization: null,
      },
    ]);
    await expect(clients.nucleus.request(MainMeDocument)).rejects.toMatchObject({ name: 'No handler for MainMe' });
  });
});
