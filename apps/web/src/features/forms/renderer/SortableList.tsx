import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FORMS_NS } from '../texts';

const text = (v: unknown) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));

function Row({ id, label, disabled }: { id: string; label: string; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id, disabled });
  return (
    <ListItem
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, mb: 0.5, bgcolor: 'background.paper' }}
      {...attributes}
      {...listeners}
    >
      <ListItemIcon sx={{ minWidth: 32 }}>
        <DragIndicatorIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={label} />
    </ListItem>
  );
}

/**
 * The drag-drop component: an array field's items put in order by dragging, or with the keyboard
 * (space to pick up, arrows to move, space to drop: dnd-kit's keyboard sensor).
 */
export function SortableList({
  label,
  items,
  onChange,
  readOnly = false,
}: {
  label: string;
  items: unknown[];
  onChange: (items: unknown[]) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation(FORMS_NS);
  const sensors = useSensors(
    useSensor(PointerSensor),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((_, i) => `item-${i}`);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(items, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <div data-testid="form-drag-drop">
      <Typography variant="subtitle2" component="span">
        {label}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('items.empty')}
        </Typography>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <List dense disablePadding>
              {items.map((item, i) => (
                <Row key={ids[i]} id={ids[i] as string} label={text(item)} disabled={readOnly} />
              ))}
            </List>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
