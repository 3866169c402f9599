import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';
import { nextTask } from '@/lib/next-task';

// antd-mobile's imperative APIs (Toast, Dialog) default to ReactDOM.render, which React 19
// removed; give them a createRoot-based renderer. Imported only by the mobile layouts.
type Container = (Element | DocumentFragment) & { __tradeRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__tradeRoot ??= createRoot(container);
  const root = container.__tradeRoot;
  root.render(node);
  return async () => {
    await nextTask();
    root.unmount();
    delete container.__tradeRoot;
  };
});
