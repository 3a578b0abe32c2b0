import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ROUTES } from '@grammarpath/contracts';

/** The way back to the path list, as a button. */
export function BackToPathsButton({ label }: { label: string }) {
  return (
    <Link to={ROUTES.paths.href()}>
      <Button icon={<ArrowLeftOutlined aria-hidden />}>{label}</Button>
    </Link>
  );
}
