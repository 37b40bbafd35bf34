import type { UploadedFile } from '@bitdata/contracts/files';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken } from '../../../api/session';
import { installApi, renderWithApp } from '../../../test/render';
import { Attachment } from './Attachment';

/** An XMLHttpRequest the test drives: it records what was sent and answers when told. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    act(() => this.onload?.());
  }
}

const STORED: UploadedFile = {
  id: 'f1',
  name: 'statement.pdf',
  path: 'a'.repeat(32),
  mimeType: 'application/pdf',
  size: 2048,
};

function Field({ onChange }: { onChange: (file: UploadedFile | null) => void }) {
  const [value, setValue] = useState<UploadedFile | null>(null);
  return (
    <Attachment
      document="bank-account"
      value={value}
      onChange={(file) => {
        setValue(file);
        onChange(file);
      }}
    />
  );
}

const pdf = (bytes = 20, name = 'statement.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('Attachment', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    installApi((_method, path) =>
      path === '/file/settings'
        ? { status: 200, body: { data: { maxBytes: 1000, maxItems: 1 } } }
        : { status: 404, body: {} },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setAccessToken(null);
  });

  it('uploads the chosen file with its progress in percent, then shows its name and size', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithApp(<Field onChange={onChange} />);
    expect(await screen.findByText(/up to 1,000 byte/)).toBeInTheDocument();
    // signed in once the app has restored (or not) its session
    setAccessToken('token-1');
    await user.upload(screen.getByTestId('attachment-input'), pdf());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/api\/core\/file\/upload\?/);
    expect(xhr.headers.authorization).toBe('Bearer token-1');
    const sent = xhr.body as FormData;
    expect([...sent.keys()]).toEqual(['document', 'file']);
    expect(sent.get('document')).toBe('bank-account');

    xhr.progress(512, 1024);
    expect(screen.getByText('Uploading 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );

    xhr.answer(201, { data: STORED });
    expect(await screen.findByTestId('attachment-name')).toHaveTextContent('statement.pdf');
    expect(screen.getByText('2 kB')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(STORED);

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
  });

  it('refuses a file of another type or over the limit before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<Field onChange={vi.fn()} />);
    await screen.findByText(/up to 1,000 byte/);
    await user.upload(screen.getByTestId('attachment-input'), pdf(20, 'setup.exe'));
    expect(await screen.findByTestId('attachment-error')).toHaveTextContent(
      'Only jpeg, png, jpg, Excel, Word, pdf and plain text files can be attached',
    );
    await user.upload(screen.getByTestId('attachment-input'), pdf(2000));
    expect(screen.getByTestId('attachment-error')).toHaveTextContent('The file is too large');
    expect(FakeXhr.last).toBeNull();
  });

  it("shows the server's refusal in the reader's language", async () => {
    const user = userEvent.setup();
    renderWithApp(<Field onChange={vi.fn()} />);
    await screen.findByText(/up to 1,000 byte/);
    await user.upload(screen.getByTestId('attachment-input'), pdf());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    (FakeXhr.last as FakeXhr).answer(415, {
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'x', key: 'fileTypeMismatch' },
    });
    expect(await screen.findByTestId('attachment-error')).toHaveTextContent(
      "The file's content does not match its name",
    );
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  });

  it("names the plan's room when it is full, with a way to the plans", async () => {
    const user = userEvent.setup();
    renderWithApp(<Field onChange={vi.fn()} />);
    await screen.findByText(/up to 1,000 byte/);
    await user.upload(screen.getByTestId('attachment-input'), pdf());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    (FakeXhr.last as FakeXhr).answer(403, {
      error: {
        code: 'STORAGE_LIMIT',
        message: 'x',
        key: 'storageLimitReached',
        details: {
          pricing: '/pricing',
          limit: 50 * 1024 * 1024,
          used: 49.5 * 1024 * 1024,
          size: 1024 * 1024,
        },
      },
    });
    const alert = await screen.findByTestId('attachment-error');
    expect(alert).toHaveTextContent(
      'Your plan has no room left for this file. Upgrade your plan to attach more',
    );
    expect(screen.getByTestId('attachment-storage')).toHaveTextContent(
      'Your attachments take 49.5 MB of the 50 MB your plan allows',
    );
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('says to wait when uploads come too fast', async () => {
    const user = userEvent.setup();
    renderWithApp(<Field onChange={vi.fn()} />);
    await screen.findByText(/up to 1,000 byte/);
    await user.upload(screen.getByTestId('attachment-input'), pdf());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    (FakeXhr.last as FakeXhr).answer(429, {
      error: {
        code: 'RATE_LIMITED',
        message: 'x',
        key: 'uploadRateLimited',
        details: { limit: 20, retryAfterSeconds: 30 },
      },
    });
    expect(await screen.findByTestId('attachment-error')).toHaveTextContent(
      'Too many uploads. Please wait a minute and try again',
    );
    expect(screen.queryByTestId('attachment-storage')).toBeNull();
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });
});
