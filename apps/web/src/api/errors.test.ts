import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { ApiError, errorFromBody, errorText } from './errors';

const busy = new ApiError(409, 'CONFLICT', 'busy', 'statisticBusy');
const textIn = (language: string, error: unknown) =>
  errorText(error, i18n.getFixedT(language), (key) => i18n.exists(key, { lng: language }));

describe('errorText', () => {
  it("keeps the spec's busy message word for word and follows it with a plain sentence, in both languages", () => {
    expect(textIn('en', busy)).toBe(
      'You have 1 data that is being calculated statistically. You must wait for it to complete before continuing. ' +
        'Your last statistics run is still being calculated. Start a new one when it has finished.',
    );
    expect(textIn('vi', busy)).toBe(
      'Bạn có 1 dữ liệu đang được tính toán thống kê. Bạn phải chờ hoàn tất trước khi tiếp tục. ' +
        'Lần chạy thống kê trước của bạn vẫn đang được tính. Hãy chạy lần mới khi lần đó hoàn tất.',
    );
  });

  it('shows a message without a note as it is', () => {
    expect(textIn('en', new ApiError(401, 'INVALID_CREDENTIALS', 'x', 'invalidCredentials'))).toBe(
      i18n.getFixedT('en')('messages.invalidCredentials'),
    );
  });

  it('ends a failure of the server with the reference the member can quote, in both languages', () => {
    const failed = errorFromBody(500, {
      error: {
        code: 'INTERNAL',
        message: 'Unknown error. Please contact Admin',
        key: 'unknownError',
        requestId: 'q7Xk2_pL-0aB',
      },
    });
    expect(failed.requestId).toBe('q7Xk2_pL-0aB');
    expect(textIn('en', failed)).toBe('Unknown error. Please contact Admin. Reference: q7Xk2_pL-0aB');
    expect(textIn('vi', failed)).toBe(
      `${i18n.getFixedT('vi')('messages.unknownError')}. Mã tham chiếu: q7Xk2_pL-0aB`,
    );
  });

  it('shows no reference for a refusal of the input, nor for an answer without one', () => {
    const refused = errorFromBody(401, {
      error: {
        code: 'INVALID_CREDENTIALS',
        message: 'x',
        key: 'invalidCredentials',
        requestId: 'q7Xk2_pL-0aB',
      },
    });
    expect(textIn('en', refused)).toBe(i18n.getFixedT('en')('messages.invalidCredentials'));
    const older = errorFromBody(500, { error: { code: 'INTERNAL', message: 'x', key: 'unknownError' } });
    expect(textIn('en', older)).toBe('Unknown error. Please contact Admin');
  });
});
