// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareVersions, recordProblems, requiredSharedVersion, updateRecord } from '../scripts/export-record.ts';

const RECORD = { Button: '1.0.0', Page: '1.0.0', usePageMeta: '1.1.0' };
const EXPORTS = Object.keys(RECORD);

describe("shared's version follows its exports", () => {
  it('accepts exports as recorded, at the version or a later patch', () => {
    expect(recordProblems(EXPORTS, RECORD, '1.1.0')).toEqual([]);
    expect(recordProblems(EXPORTS, RECORD, '1.1.3')).toEqual([]);
  });

  it('fails when an export is added without a new version, naming it', () => {
    const problems = recordProblems([...EXPORTS, 'SegmentedControl'], RECORD, '1.1.0');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/added without a new version\): SegmentedControl$/);
  });

  it('fails when an export is removed, or recorded with a version the package does not have', () => {
    expect(recordProblems(['Button', 'usePageMeta'], RECORD, '1.1.0')[0]).toMatch(
      /removal needs a new major version\): Page/,
    );
    expect(recordProblems(EXPORTS, RECORD, '1.0.4')[0]).toMatch(/usePageMeta \(1\.1\.0\)/);
    expect(recordProblems(EXPORTS, RECORD, '2.0.0')[0]).toMatch(/another major/);
  });

  it('records an added export with the next minor version, and raises the version to it', () => {
    expect(updateRecord([...EXPORTS, 'Card'], RECORD, '1.1.0')).toEqual({
      record: { Button: '1.0.0', Card: '1.2.0', Page: '1.0.0', usePageMeta: '1.1.0' },
      version: '1.2.0',
    });
    // after a patch release too
    expect(updateRecord([...EXPORTS, 'Card'], RECORD, '1.1.2').version).toBe('1.2.0');
  });

  it('starts a new major version when an export is removed', () => {
    expect(updateRecord(['Button', 'Page'], RECORD, '1.1.0')).toEqual({
      record: { Button: '2.0.0', Page: '2.0.0' },
      version: '2.0.0',
    });
  });

  it('leaves a record that describes the exports as it is', () => {
    expect(updateRecord(EXPORTS, RECORD, '1.1.0')).toEqual({ record: RECORD, version: '1.1.0' });
    expect(updateRecord(['b', 'a'], {}, '1.0.0')).toEqual({ record: { a: '1.0.0', b: '1.0.0' }, version: '1.0.0' });
  });

  it('asks of a remote `^` the version of the newest export it uses', () => {
    expect(requiredSharedVersion(['Button', 'Page'], RECORD, '1.1.0')).toBe('^1.0.0');
    expect(requiredSharedVersion(['Button', 'usePageMeta'], RECORD, '1.1.0')).toBe('^1.1.0');
    expect(requiredSharedVersion(['Card'], RECORD, '1.2.0')).toBe('^1.2.0');
    expect(requiredSharedVersion([], RECORD, '1.1.0')).toBe('^1.0.0');
    expect(compareVersions('1.10.0', '1.9.0')).toBe(1);
  });
});
