import { createRoot } from 'react-dom/client';
import { IslandProviders } from '../providers';
import { PageNotifications } from './PageNotifications';

/** Adds the notifications' own root at the end of the body; resolves once it has rendered. */
export function mountNotifications(): Promise<void> {
  const element = document.createElement('div');
  element.dataset.notifications = '';
  document.body.append(element);
  return new Promise((resolve) => {
    createRoot(element).render(
      <IslandProviders>
        <PageNotifications onMounted={resolve} />
      </IslandProviders>,
    );
  });
}
