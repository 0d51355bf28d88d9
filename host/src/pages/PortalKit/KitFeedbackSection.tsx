import { useState } from 'react';
import { Button, Spinner, usePortal } from '@portal/shared-ui';
import { Card, confirmCannotRevert, confirmRemoveItem } from '@portal/shared-ui/kit';

export function KitFeedbackSection() {
  const { ui } = usePortal();
  const [saving, setSaving] = useState(false);

  async function ask(question: (portalUi: typeof ui) => Promise<boolean>) {
    const confirmed = await question(ui);
    ui.toast('info', confirmed ? 'Confirmed: the item would be deleted.' : 'Cancelled: nothing was deleted.');
  }

  return (
    <>
      <Card title="Buttons">
        <div className="portal-kit__row">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="danger">Danger</Button>
          <Button variant="link">Link</Button>
          <Button size="small">Small</Button>
          <Button size="large">Large</Button>
          <Button disabled>Disabled</Button>
          <Button
            loading={saving}
            onClick={() => {
              setSaving(true);
              setTimeout(() => setSaving(false), 2000);
            }}
          >
            Save (loads 2 s)
          </Button>
          <Spinner showLabel label="Loading…" />
        </div>
      </Card>
      <Card title="Toasts, blocker and confirmations">
        <div className="portal-kit__block">
          <h3>Toasts</h3>
          <div className="portal-kit__row">
            <Button variant="secondary" onClick={() => ui.toast('success', 'Uploaded successfully')}>
              Success toast
            </Button>
            <Button variant="secondary" onClick={() => ui.toast('error', 'We could not process your request, please try again later.')}>
              Error toast
            </Button>
            <Button variant="secondary" onClick={() => ui.toast('info', 'Report ready. Please refresh page.')}>
              Info toast
            </Button>
            <Button variant="secondary" onClick={() => ui.toast('warning', 'Your session ends soon.')}>
              Warning toast
            </Button>
            <Button variant="secondary" onClick={() => ui.toast('error', ['The request could not be completed.', 'User Email: is taken', 'Phone Number: is invalid'])}>
              Error list toast
            </Button>
          </div>
        </div>
        <div className="portal-kit__block">
          <h3>Blocker</h3>
          <div className="portal-kit__row">
            <Button
              variant="secondary"
              onClick={() => {
                const release = ui.block('Saving your changes…');
                setTimeout(release, 2000);
              }}
            >
              Block the page for 2 seconds
            </Button>
          </div>
        </div>
        <div className="portal-kit__block">
          <h3>Delete confirmations</h3>
          <div className="portal-kit__row">
            <Button variant="danger" onClick={() => void ask(confirmRemoveItem)}>
              Remove an item
            </Button>
            <Button variant="danger" onClick={() => void ask(confirmCannotRevert)}>
              Delete for good
            </Button>
          </div>
        </div>
      </Card>
    </>
  );
}
