import { pagePath } from "../pages/page-routes";
// The account pages that links in e-mails open, and where the e-mail confirmation lands.
export const LOGIN_PATH = pagePath.login;
export const FORGOT_PASSWORD_PATH = pagePath.forgotPassword;
// The reset e-mail's link: this page with ?token=….
export const RESET_PASSWORD_PATH = pagePath.resetPassword;
// Where the confirmation link lands: the dashboard, which says it worked (or, with
// better-auth's `error` parameter added, that the link no longer works).
export const EMAIL_VERIFIED_PAGE = pagePath.dashboard;
export const EMAIL_VERIFIED_PARAM = "verificado";
export const EMAIL_VERIFIED_CALLBACK = `${EMAIL_VERIFIED_PAGE}?${EMAIL_VERIFIED_PARAM}=1`;
// The longest way back a Google sign-in may carry (better-auth keeps it with the OAuth state).
export const OAUTH_RETURN_PATH_MAX = 500;
