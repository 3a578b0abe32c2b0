import { bootstrapService } from '../bootstrap/bootstrap-service';
import { runMain } from '../bootstrap/run-main';
import { loadConfig } from '../config/load-config';
import { ProbeModule } from './probe.module';

// The probe service as its own process (main.ts of a real service), for the SIGTERM test.
runMain(async () => {
  const config = loadConfig('learning');
  await bootstrapService(ProbeModule.register(config), config, { openApi: { title: 'probe' } });
});
