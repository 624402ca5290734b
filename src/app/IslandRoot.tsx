import { StrictMode, useEffect, type ComponentType } from 'react';
import { IslandProviders } from './providers';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_EVENT, type IslandName } from './islands';

/** Marks the island live (`[data-island][data-live]`, for the page's guards, styles and tests) and says so. */
function ReportLive({ name }: { name: IslandName }) {
  useEffect(() => {
    document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)?.setAttribute('data-live', '');
    document.dispatchEvent(new CustomEvent(ISLAND_LIVE_EVENT, { detail: name }));
  }, [name]);
  return null;
}

/** An island as a React root: the same element on the server and in the browser. */
export function IslandRoot({ name, component: Component }: { name: IslandName; component: ComponentType }) {
  return (
    <StrictMode>
      <IslandProviders>
        <Component />
        <ReportLive name={name} />
      </IslandProviders>
    </StrictMode>
  );
}
