import { createParcelLifecycles } from '@portal/shared-ui/remote';
import { buildInfo } from '../buildInfo';
import { EntityForm } from '../features/entity-form/EntityForm';
import { entityTexts } from '../texts/entity';

/**
 * What other parts of the portal mount as `deals` `./entity-form` (the profile area's entities page, through
 * shared-ui's RemoteParcel): the entity creation form with its own props (`onCreated(entity, entities)`, and
 * `onCancel` for a Cancel button), rendered with the PortalContext of the page that mounts it. The same component
 * as in the new-deal wizard, so both places create entities alike.
 */
export const { bootstrap, mount, unmount, update, info } = createParcelLifecycles(buildInfo, EntityForm, { label: entityTexts.newEntity });
