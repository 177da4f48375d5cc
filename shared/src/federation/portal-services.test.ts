import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its stand-in is created once per page). */
const load = async () => {
  vi.resetModules();
  return import('./portal-services');
};

const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('portal.services')];
  vi.unstubAllGlobals();
});

describe('pageConfig', () => {
  it('reads the endpoints, brand and social sign-in of /config.json', async () => {
    const { pageConfig } = await load();
    vi.stubGlobal(
      'fetch',
      answer({ api: { main: '/m', data: '/d' }, brand: 'denmark', social: { google: { clientId: 'x' } } }),
    );
    expect(await pageConfig()).toEqual({
      api: { main: '/m', data: '/d' },
      brand: 'denmark',
      social: { google: { clientId: 'x' } },
    });
  });

  it('in a production build, fails with a clear error without a usable file (never asks another service)', async () => {
    const { pageConfig } = await load();
    vi.stubGlobal('fetch', answer({}, 404));
    await expect(pageConfig('https://cdn.example/report/config.json', false)).rejects.toThrow(
      "The page's configuration (https://cdn.example/report/config.json) could not be read: HTTP 404",
    );
    vi.stubGlobal('fetch', answer({ api: { main: 1 } }));
    await expect(pageConfig('/config.json', false)).rejects.toThrow('no service endpoints');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(pageConfig('/config.json', false)).rejects.toThrow('offline');
  });

  it("in a development build, falls back to the development machine's endpoints without a usable file", async () => {
    const { pageConfig, DEVELOPMENT_ENDPOINTS } = await load();
    vi.stubGlobal('fetch', answer({}, 404));
    expect((await pageConfig()).api).toEqual(DEVELOPMENT_ENDPOINTS);
    vi.stubGlobal('fetch', answer({ api: { main: 1 } }));
    expect(await pageConfig()).toEqual({ api: DEVELOPMENT_ENDPOINTS, brand: null, social: {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect((await pageConfig()).api).toEqual(DEVELOPMENT_ENDPOINTS);
  });
});

describe('pageServices', () => {
  it("answers the shell's services when the shell installed them, without reading /config.json", async () => {
    const { installPortalServices, pageServices, pageClients } = await load();
    const fetch = answer({});
    vi.stubGlobal('fetch', fetch);
    const shell = { clients: { nucleus: {}, nucleolus: {} }, brand: 'sweden' } as never;
    installPortalServices(shell);
    expect(await pageServices()).toBe(shell);
    expect(await pageClients()).toBe((shell as { clients: unknown }).clients);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("builds one stand-in from the page's configuration on a page without the shell", async () => {
    const { pageServices } = await load();
    const fetch = answer({ api: { main: '/main', data: '/data' }, brand: 'denmark', social: {} });
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([pageServices(), pageServices()]);
    expect(first).toBe(second);
    expect(first.brand).toBe('denmark');
    expect(await first.afterSignIn()).toBe('/t');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
