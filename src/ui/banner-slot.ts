import { createContext } from 'react';

/**
 * The place under a screen's header where its banners go (Screen provides it). Null outside a
 * Screen: the banner then stays where it is rendered.
 */
export const BannerSlotContext = createContext<HTMLElement | null>(null);
