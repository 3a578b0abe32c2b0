import { use, type ComponentType } from 'react';
import { loadRemoteModule } from './load-remote-module';
import { RemoteBoundary } from './remote-boundary';
import type { RemoteWidgetRef } from './remote-widgets';

/** A registry widget: the exposed module has a named export of the widget's name ('QuizSetupWidget'). */
export type RemoteWidgetProps = RemoteWidgetRef;

function LoadedWidget({ remote, widget }: RemoteWidgetProps) {
  const module = use(loadRemoteModule<Record<string, ComponentType>>(`${remote}/${widget}`));
  const Widget = module[widget];
  if (!Widget) throw new Error(`${remote} does not export ${widget}`);
  return <Widget />;
}

/** A home-page widget from a remote, in its own boundary. */
export function RemoteWidget(props: RemoteWidgetProps) {
  return (
    <RemoteBoundary>
      <LoadedWidget {...props} />
    </RemoteBoundary>
  );
}
