/** The signed cookie that carries a started social sign-in's checks to its callback (docs/decisions.md, "Social sign-in"). */
export const FLOW_COOKIE = 'eclat_oidc';
/** The httpOnly cookie that carries a pending link to the password sign-in that completes it. */
export const PENDING_LINK_COOKIE = 'eclat_social_link';
