/** The session's timers (impersonation end), cleared together on logout (SPEC §4). */
export interface Timers {
  set(name: string, ms: number, run: () => void): void;
  clear(): void;
}

export function createTimers(): Timers {
  const handles = new Map<string, ReturnType<typeof setTimeout>>();
  return {
    set(name, ms, run) {
      const previous = handles.get(name);
      if (previous) clearTimeout(previous);
      // setTimeout holds at most 2^31-1 ms; sessions here are far shorter
      handles.set(
        name,
        setTimeout(
          () => {
            handles.delete(name);
            run();
          },
          Math.min(ms, 2_147_483_647),
        ),
      );
    },
    clear() {
      for (const handle of handles.values()) clearTimeout(handle);
      handles.clear();
    },
  };
}
