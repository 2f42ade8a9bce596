import { Component, Suspense, type ComponentType } from 'react';
import type { View } from '@latch/core';
import { reloadView, viewComponent } from '../../views/registry.js';
import type { modalMessages } from './messages.js';

function ViewSkeleton() {
  return (
    <div className="latch-modal__loading" aria-busy="true">
      <span className="latch-skeleton" />
      <span className="latch-skeleton" />
    </div>
  );
}

/**
 * The current view, a skeleton while its chunk loads, and, when the chunk fails to load (a flaky
 * network, a redeploy), a message with Try again instead of an error that would take the dApp down.
 */
/** The modal frame's message by id, in the active locale (the Modal's lookup). */
export type FrameText = (id: keyof typeof modalMessages) => string;

export class CurrentView extends Component<{ view: View; t: FrameText }, { failed: boolean }> {
  override state = { failed: false };
  // Chosen once per view: swapping the lazy wrapper for the loaded component under a mounted view would remount it.
  private shown: ComponentType | undefined = viewComponent(this.props.view);

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { view, t } = this.props;
    if (this.state.failed) {
      return (
        <div className="latch-modal__unavailable" role="alert">
          <p>{t('modal.loadFailed')}</p>
          <button
            type="button"
            className="latch-button"
            onClick={() => {
              reloadView(view);
              this.shown = viewComponent(view);
              this.setState({ failed: false });
            }}
          >
            {t('modal.tryAgain')}
          </button>
        </div>
      );
    }
    const Loaded = this.shown;
    return <Suspense fallback={<ViewSkeleton />}>{Loaded ? <Loaded /> : <p className="latch-modal__unavailable">{t('modal.unavailable')}</p>}</Suspense>;
  }
}
