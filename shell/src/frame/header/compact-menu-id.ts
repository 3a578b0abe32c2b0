/** The phone menu drawer's id, which its button controls. */
export const COMPACT_MENU_ID = 'compact-menu';
