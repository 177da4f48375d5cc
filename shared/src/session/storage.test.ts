import { describe, expect, it } from 'vitest';
import { createAppStorage, createMemoryStorage, STORAGE_KEYS, STORAGE_PREFIXES } from './storage';

const setup = () => {
  const local = createMemoryStorage();
  const session = createMemoryStorage();
  return { local, session, storage: createAppStorage({ local, session }) };
};

describe('storage (SPEC §3, §4)', () => {
  it('uses two prefixes, one per service', () => {
    expect(STORAGE_PREFIXES.main).not.toBe(STORAGE_PREFIXES.data);
    expect(STORAGE_KEYS.mainToken.startsWith(STORAGE_PREFIXES.main)).toBe(true);
    expect(STORAGE_KEYS.dataToken.startsWith(STORAGE_PREFIXES.data)).toBe(true);
    for (const key of Object.values(STORAGE_KEYS))
      expect(key.startsWith(STORAGE_PREFIXES.main) || key.startsWith(STORAGE_PREFIXES.data)).toBe(true);
  });

  it('keeps the stored values in local storage normally', () => {
    const { local, session, storage } = setup();
    storage.set('selectedTenancyId', '42');
    storage.set('unusedActivationCode', 'ABCDEFGHIJKL');
    storage.set('hasOnboarded', 'true');
    storage.set('dataPolicyAcknowledgedAt', '2026-11-22T10:00:00Z');
    expect(local.getItem(STORAGE_KEYS.selectedTenancyId)).toBe('42');
    expect(session.length).toBe(0);
    expect(storage.get('hasOnboarded')).toBe('true');
    storage.set('hasOnboarded', null);
    expect(storage.get('hasOnboarded')).toBeNull();
  });

  it('keeps them in session storage during impersonation', () => {
    const { local, session, storage } = setup();
    storage.setImpersonating(true);
    storage.set('dataToken', 'tok');
    expect(session.getItem(STORAGE_KEYS.dataToken)).toBe('tok');
    expect(local.getItem(STORAGE_KEYS.dataToken)).toBeNull();
    expect(storage.isImpersonating()).toBe(true);
    storage.setImpersonating(false);
    expect(storage.get('dataToken')).toBeNull();
  });

  it('clears every key of both prefixes from both storages, and nothing else', () => {
    const { local, session, storage } = setup();
    storage.set('mainToken', 'a');
    storage.set('language', 'da');
    local.setItem('someone-else', 'keep');
    session.setItem(STORAGE_KEYS.dataRefreshToken, 'b');
    storage.clearAll();
    expect(local.length).toBe(1);
    expect(local.getItem('someone-else')).toBe('keep');
    expect(session.length).toBe(0);
  });

  it("keeps, through that clearing, the note that the session ended (the login page's), until it is forgotten", () => {
    const { storage } = setup();
    storage.noteSessionEnded();
    storage.clearAll();
    expect(storage.sessionEnded()).toBe(true);
    storage.forgetSessionEnded();
    expect(storage.sessionEnded()).toBe(false);
  });

  it('survives a storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
      key: () => null,
      length: 0,
    };
    const storage = createAppStorage({ local: throwing, session: throwing });
    expect(() => storage.set('language', 'da')).not.toThrow();
    expect(storage.get('language')).toBeNull();
    expect(storage.storedLanguage()).toBeNull();
  });
});

describe('impersonation time', () => {
  it('records when the impersonated session started', () => {
    const storage = createAppStorage({ local: createMemoryStorage(), session: createMemoryStorage() });
    expect(storage.impersonationStartedAt()).toBeNull();
    storage.setImpersonating(true, 1_000);
    expect(storage.impersonationStartedAt()).toBe(1_000);
    expect(storage.isImpersonating()).toBe(true);
  });
});
