// What manage-booking answers a student whose link cannot be used, or whose new time was just taken
// (CONTRACT, issue 32: the site shows these words as they are).
export const LINK_SPENT = 'This link has expired or was already used. Use the link in the newest e-mail we sent you.';
export const SLOT_TAKEN = 'Someone has just taken that time. Please pick another one.';
