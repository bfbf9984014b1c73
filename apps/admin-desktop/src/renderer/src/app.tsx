import { ApiProvider } from '@trailside/ui/api/api-provider';
import { AuthProvider } from '@trailside/ui/auth/auth-provider';
import { MessageBanner } from '@trailside/ui/message-banner/message-banner';
import { MessageProvider } from '@trailside/ui/message-banner/message-provider';
import { ConsoleShell } from './components/console-shell';

export function App() {
  return (
    <AuthProvider>
      <ApiProvider baseUrl={window.api.apiUrl}>
        <MessageProvider>
          <ConsoleShell />
          <MessageBanner />
        </MessageProvider>
      </ApiProvider>
    </AuthProvider>
  );
}
