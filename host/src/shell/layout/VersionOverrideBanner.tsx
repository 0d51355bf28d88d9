import { useId } from 'react';
import { Button } from '@portal/shared-ui';
import { describeOverrides, writeOverrides, type VersionOverrides } from '../../environment/overrides';

interface Props {
  overrides: VersionOverrides;
  /** Clears the overrides and loads the page again at the pinned versions. */
  onReset?(): void;
}

function resetAndReload() {
  writeOverrides(window.localStorage, {});
  window.location.reload();
}

/**
 * While a tester runs another version of a remote in this browser (lower environments only), every page says so:
 * what they see is not what the environment pins, and Reset is one press away.
 */
export function VersionOverrideBanner({ overrides, onReset = resetAndReload }: Props) {
  const labelId = useId();
  const described = describeOverrides(overrides);
  if (!described) return null;
  return (
    <section className="portal-banner portal-override-banner" aria-labelledby={labelId}>
      <p id={labelId}>{`Version override: ${described}, for this browser only.`}</p>
      <Button variant="secondary" size="small" aria-describedby={labelId} onClick={onReset}>
        Reset
      </Button>
    </section>
  );
}
