import { IconButton, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';

type DeleteRowButtonProps = {
  /** The accessible name, naming the item: 'Delete {name}'. */
  label: string;
  tooltip?: string;
  onClick: () => void;
};

/** A table row's bin icon; it only asks, the confirmation dialog deletes. */
export function DeleteRowButton({ label, tooltip = 'Delete', onClick }: DeleteRowButtonProps) {
  return (
    <Tooltip title={tooltip}>
      <IconButton aria-label={label} onClick={onClick}>
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
