import { sharingProblems } from './release';

describe('a release shares modules the host can take', () => {
  const host = [
    { name: 'react', version: '19.3.1', requiredVersion: '19.3.1', singleton: true },
    { name: 'i18next', version: '26.7.2', requiredVersion: '26.7.2', singleton: true },
    { name: 'shared-contracts/domain/money', version: '0.1.0', requiredVersion: '^0.1.0' },
  ];

  it('accepts the same versions', () => {
    expect(sharingProblems(host, host)).toEqual([]);
  });

  it('refuses a singleton of another version either way, naming both', () => {
    const problems = sharingProblems([{ name: 'react', version: '18.3.1', requiredVersion: '^18.0.0', singleton: true }], host);
    expect(problems).toEqual([expect.stringMatching(/^sharing: react 18\.3\.1 \(requires \^18\.0\.0\) does not fit the host's 19\.3\.1/)]);
  });

  it('lets a module that is not a singleton differ: the remote then brings its own copy', () => {
    expect(sharingProblems([{ name: 'shared-contracts/domain/money', version: '0.2.0', requiredVersion: '^0.2.0' }], host)).toEqual([]);
  });
});
