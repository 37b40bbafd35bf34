/**
 * The access token in memory. Auth state writes it (after login or restore from storage) and the
 * transport reads it for the Bearer header, so requests never touch storage on the hot path.
 */
let accessToken: string | null = null;

export const getAccessToken = () => accessToken;
export const setAccessToken = (token: string | null) => {
  accessToken = token;
};
