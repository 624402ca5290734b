/**
 * Whether the visitor's browser asks not to be tracked: Global Privacy Control
 * (`navigator.globalPrivacyControl`, not yet in TypeScript's DOM types) or Do Not Track. Either
 * one and the page counts nothing at all, not even an anonymous view.
 */
export interface PrivacySignals {
  globalPrivacyControl?: boolean;
  doNotTrack?: string | null;
}

export const asksNotToBeTracked = ({ globalPrivacyControl, doNotTrack }: PrivacySignals): boolean => globalPrivacyControl === true || doNotTrack === '1';
