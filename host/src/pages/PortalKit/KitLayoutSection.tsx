import { useState } from 'react';
import { Form } from 'react-final-form';
import { Button, TextField, usePortal } from '@portal/shared-ui';
import { emptyRepairCategories } from '@portal/shared-contracts';
import { Badge, Card, checkFields, CollapsibleSection, EmptyState, EstimateOfRepairs, FactList, MoneyField, NotVerifiedNotice, Popover, Tabs, Wizard } from '@portal/shared-ui/kit';

/** A draw with one category asked for, and made once: a new object each render would reset the form. */
const ESTIMATE_SAMPLE = (() => {
  const expenses = emptyRepairCategories();
  expenses.finishes.total = '2500.00';
  return { expenses };
})();

function KitTabs() {
  const [active, setActive] = useState(0);
  return (
    <Tabs
      label="Account Settings"
      activeIndex={active}
      onChange={setActive}
      tabs={[
        { label: 'Change Password', content: <p>The password form goes here.</p> },
        { label: 'Change Profile Picture', content: <p>The picture upload goes here.</p> },
        { label: 'Social Media', content: <p>Social media links go here.</p>, disabled: true },
        {
          label: 'Portal Team Members',
          content: <p>Two invitations are waiting for an answer.</p>,
          badge: (
            <Badge variant="danger" label="2 pending invites">
              2
            </Badge>
          ),
        },
      ]}
    />
  );
}

function KitWizard() {
  const { ui } = usePortal();
  return (
    <Form
      onSubmit={() => ui.toast('success', 'The deal would be submitted now.')}
      render={({ form }) => (
        <Wizard
          label="New deal steps"
          headingLevel={4}
          onFinish={async () => {
            await form.submit();
          }}
          steps={[
            {
              title: 'Property Details',
              content: <TextField name="address" label="Address" required maxLength={100} autoComplete="street-address" />,
              validate: () => checkFields(form, ['address']),
            },
            {
              title: 'Purchase Information',
              content: <MoneyField name="purchasePrice" label="Purchase price" required />,
              validate: () => checkFields(form, ['purchasePrice']),
            },
            { title: 'Entity Info', content: <p>The entity picker goes here.</p> },
          ]}
        />
      )}
    />
  );
}

function KitPopovers() {
  const { ui } = usePortal();
  return (
    <div className="portal-kit__row">
      <NotVerifiedNotice
        trigger={(props) => <Button {...props}>Submit New Loan</Button>}
        onResend={async () => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          ui.toast('success', 'The verification link was sent again.');
        }}
      />
      <Popover label="What is a holdback?" trigger={(props) => <Button variant="secondary" {...props}>What is a holdback?</Button>}>
        <p>Part of the loan kept back and released in draws as the repairs are done.</p>
      </Popover>
    </div>
  );
}

export function KitLayoutSection() {
  return (
    <Card title="Layout" actions={<Badge variant="info">Card actions</Badge>}>
      <div className="portal-kit__block">
        <h3>Tabs</h3>
        <KitTabs />
      </div>
      <div className="portal-kit__block">
        <h3>Wizard</h3>
        <KitWizard />
      </div>
      <div className="portal-kit__block">
        <h3>Collapsible sections</h3>
        <div>
          <CollapsibleSection title="Property" headingLevel={4} defaultOpen>
            <p>1 Main St, Austin, TX 78701</p>
          </CollapsibleSection>
          <CollapsibleSection title="Transaction Data" headingLevel={4}>
            <p>Purchase, closing on 06/01/2030.</p>
          </CollapsibleSection>
        </div>
      </div>
      <div className="portal-kit__block">
        <h3>Badges</h3>
        <div className="portal-kit__row">
          <Badge>12</Badge>
          <Badge variant="info">New</Badge>
          <Badge variant="success">Approved</Badge>
          <Badge variant="warning">Due soon</Badge>
          <Badge variant="danger" label="3 pending invites">
            3
          </Badge>
        </div>
      </div>
      <div className="portal-kit__block">
        <h3>Fact list</h3>
        <FactList
          numeric
          twoAcross
          facts={[
            { label: 'Loan Number', value: '1000245' },
            { label: 'Loan Amount', value: '$1,250,000' },
            { label: 'Maturity Date', value: '06/01/2030' },
            { label: 'Status', value: <Badge variant="success">Active</Badge> },
          ]}
        />
      </div>
      <div className="portal-kit__block">
        <h3>Popover</h3>
        <KitPopovers />
      </div>
      <div className="portal-kit__block">
        <h3>Estimate of repairs, in draw mode</h3>
        <Form onSubmit={() => undefined} initialValues={ESTIMATE_SAMPLE}>
          {() => <EstimateOfRepairs name="expenses" balances={{ finishes: 12000, electrical: 3500.5, mechanicalSystems: 4200 }} />}
        </Form>
      </div>
      <div className="portal-kit__block">
        <h3>Empty state</h3>
        <EmptyState text="No Deals Found" action={<Button>SUBMIT NEW LOAN</Button>} />
      </div>
    </Card>
  );
}
