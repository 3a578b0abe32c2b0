import { Link } from 'react-router-dom';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';

export function BackToPathsButton({ label }: { label: string }) {
  return (
    <Link to="/learning-paths">
      <Button icon={<ArrowLeftOutlined aria-hidden />}>{label}</Button>
    </Link>
  );
}
