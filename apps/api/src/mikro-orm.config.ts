// Used by the mikro-orm CLI only (migration:create); the API builds its options in AppModule.
import { loadConfig } from './config/config';
import { ormOptions } from './database/orm-options';

export default ormOptions(loadConfig());
