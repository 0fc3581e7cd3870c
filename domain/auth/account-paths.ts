// Where the e-mail confirmation link lands: the dashboard, which says it worked (or, with
// better-auth's `error` parameter added, that the link no longer works).
export const EMAIL_VERIFIED_CALLBACK = "/dashboard?verificado=1";
