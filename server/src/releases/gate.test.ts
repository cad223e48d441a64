import { readGateManifest, type GateManifest } from './federation-manifest';
import { gateProblems } from './gate';
import { remoteByFolder } from './remote-names';
import { manifestJson, SHARED_FIXTURE, type BuildFixture } from './testing/release-fixture';

const catalog = remoteByFolder('mf-catalog')!;
const shell = readGateManifest(JSON.parse(manifestJson({ name: 'shell', exposes: [] })))!;

function manifest(options: BuildFixture = {}): GateManifest {
  return readGateManifest(
    JSON.parse(
      manifestJson({ name: options.name ?? catalog.name, exposes: [options.expose ?? catalog.expose], ...options }),
    ),
  )!;
}

const problems = (options: BuildFixture = {}, entryProblem: string | null = null) =>
  gateProblems({ remote: catalog, manifest: manifest(options), remoteEntryProblem: entryProblem, shell });

const withShared = (name: string, version: string, requiredVersion: string) =>
  SHARED_FIXTURE.map((entry) => (entry.name === name ? { name, version, requiredVersion } : entry));

describe('the deploy gate', () => {
  it('passes a build that fits the shell', () => {
    expect(problems()).toEqual([]);
  });

  it('refuses a missing or unreadable manifest and a missing remote entry', () => {
    expect(
      gateProblems({
        remote: catalog,
        manifest: { problem: 'mf-manifest.json is missing.' },
        remoteEntryProblem: 'remoteEntry.js is missing.',
        shell,
      }),
    ).toEqual(['mf-manifest.json is missing.', 'remoteEntry.js is missing.']);
  });

  it('refuses another federated name and a page the shell does not load', () => {
    expect(problems({ name: 'mf_other' })).toContain(
      'The federated name is "mf_other"; the shell loads this area as "mf_catalog".',
    );
    expect(problems({ expose: './Catalog' })).toContain(
      'It does not expose ./CatalogPage, the page the shell loads for mf-catalog.',
    );
  });

  it('refuses React 18 against the shell’s React 19, both ways', () => {
    expect(problems({ shared: withShared('react', '18.3.1', '^18.3.1') })).toEqual([
      'It requires react ^18.3.1, but the shell provides 19.3.1.',
      'Its react is 18.3.1, but the shell requires ^19.3.1.',
    ]);
  });

  it('refuses a newer shared-ui the shell does not satisfy, and a singleton the shell does not share', () => {
    expect(problems({ shared: withShared('@simple-recipes/shared-ui', '2.0.0', '^2.0.0') })).toContain(
      'It requires @simple-recipes/shared-ui ^2.0.0, but the shell provides 1.0.0.',
    );
    const shellWithoutSwr: GateManifest = { ...shell, shared: shell.shared.filter((entry) => entry.name !== 'swr') };
    expect(
      gateProblems({ remote: catalog, manifest: manifest(), remoteEntryProblem: null, shell: shellWithoutSwr }),
    ).toEqual(['It shares swr 2.5.1, which the shell does not provide.']);
  });

  it('ignores libraries that are not shared singletons', () => {
    expect(
      problems({ shared: [...SHARED_FIXTURE, { name: 'formik', version: '2.4.6', requiredVersion: '^2.4.6' }] }),
    ).toEqual([]);
  });

  it('refuses another props-contract version, or none', () => {
    expect(problems({ contractVersion: 99 })).toEqual([
      expect.stringMatching(/^It was built against props-contract version 99; the shell uses version \d+\.$/),
    ]);
    expect(problems({ contractVersion: null })).toEqual([expect.stringMatching(/records no props-contract version/)]);
  });

  it('cannot pass without a shell manifest to compare with', () => {
    expect(gateProblems({ remote: catalog, manifest: manifest(), remoteEntryProblem: null, shell: null })).toEqual([
      expect.stringMatching(/no shell manifest/),
    ]);
  });
});
