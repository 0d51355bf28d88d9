import { ENTITY_TYPE_LABELS, entityMessages, entityStatusOf, type Entity, type EntityType } from '@portal/shared-contracts';
import { Card, DataTable, type DataTableColumn } from '@portal/shared-ui/kit';
import { entityTexts } from '../../texts/entities';

/** "Each row shows name and type." Module level, so the grid keeps its columns across renders. */
const columns: readonly DataTableColumn<Entity>[] = [
  { header: entityTexts.nameColumn, field: 'name', flex: 2 },
  { header: entityTexts.typeColumn, field: 'type', format: (type) => ENTITY_TYPE_LABELS[type as EntityType] },
];

const rowKey = (entity: Entity) => String(entity.id);

export interface EntityTablesProps {
  entities: readonly Entity[];
  /** "Row click goes to EntityDetails (param id)". */
  onOpen(entity: Entity): void;
}

/**
 * "Two tables: PENDING (entities with any document still needed) and APPROVED" (spec 002 §2.1), each entity where
 * the contract's `entityStatusOf` puts it, in the list's order (oldest first).
 */
export function EntityTables({ entities, onOpen }: EntityTablesProps) {
  const groups = [
    { title: entityMessages.pendingTable, emptyText: entityTexts.noPending, rows: entities.filter((entity) => entityStatusOf(entity.docs) === 'pending') },
    { title: entityMessages.approvedTable, emptyText: entityTexts.noApproved, rows: entities.filter((entity) => entityStatusOf(entity.docs) === 'approved') },
  ];
  return (
    <div className="profile-entities__tables">
      {groups.map(({ title, emptyText, rows }) => (
        <Card key={title} title={title}>
          <DataTable label={title} columns={columns} rows={rows} rowKey={rowKey} emptyText={emptyText} hint={rows.length > 0 ? entityTexts.tablesHint : undefined} filterable={false} onRowClick={onOpen} />
        </Card>
      ))}
    </div>
  );
}
