import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeNetworkPerTest } from '@simple-recipes/shared-api/testing';
import { SwrTestProvider } from '@simple-recipes/shared-api/testing/react';
import { startDownload } from '../start-download';
import { ExportLink } from './export-link';

jest.mock('../start-download', () => ({ startDownload: jest.fn() }));

const network = fakeNetworkPerTest();

function renderLink() {
  render(
    <SwrTestProvider>
      <ExportLink />
    </SwrTestProvider>,
  );
  return screen.getByRole('link', { name: 'Export all recipes' });
}

describe('Export all recipes', () => {
  beforeEach(() => jest.mocked(startDownload).mockClear());

  it('downloads the export while the session is an editor’s', async () => {
    network().on('GET', '/api/users', { status: 200, body: { status: true } });
    const link = renderLink();
    expect(link).toHaveAttribute('href', '/api/export');
    expect(link).toHaveAttribute('download');
    await userEvent.click(link);
    expect(startDownload).toHaveBeenCalledWith('/api/export');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the session has ended, instead of downloading the refusal, once the editor is logged out', async () => {
    network().on('GET', '/api/users', { status: 200, body: { status: false } });
    await userEvent.click(renderLink());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are logged out, so the recipes cannot be exported. Log in again, then export.',
    );
    expect(startDownload).not.toHaveBeenCalled();
  });

  it('says the export could not start when the server cannot be asked, with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    network().offline = true;
    await userEvent.click(renderLink());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^!?The export could not start:/);
    network().offline = false;
    network().on('GET', '/api/users', { status: 200, body: { status: true } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(startDownload).toHaveBeenCalledWith('/api/export');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
