import { Button, Drawer, Empty, Flex, List, Tag, Typography } from 'antd';
import { DeleteOutlined, PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  currentLanguage,
  SAVED_AUDIO_LIST_HEIGHT,
  useReadAloud,
  useSavedAudios,
  type SavedAudioClip,
} from '@grammarpath/platform';
import { WIDGETS_NAMESPACE } from '../i18n';

function ClipItem({ clip, onRemove }: { clip: SavedAudioClip; onRemove: () => void }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { isPlaying, toggle } = useReadAloud(`saved-audio:${clip.id}`);
  const date = new Date(clip.date).toLocaleDateString(currentLanguage(), { dateStyle: 'medium' });
  return (
    <List.Item
      data-testid="saved-clip"
      actions={[
        <Button
          key="play"
          type={isPlaying ? 'primary' : 'default'}
          icon={isPlaying ? <StopOutlined aria-hidden /> : <PlayCircleOutlined aria-hidden />}
          aria-label={t(isPlaying ? 'savedAudio.stop' : 'savedAudio.play', { label: clip.label })}
          aria-pressed={isPlaying}
          onClick={() => void toggle(clip.text)}
        />,
        <Button
          key="remove"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('savedAudio.remove', { label: clip.label })}
          onClick={onRemove}
        />,
      ]}
    >
      <List.Item.Meta
        title={<span lang="en">{clip.label}</span>}
        description={
          <Flex vertical gap={4}>
            {clip.label !== clip.text && (
              <Typography.Text lang="en" type="secondary">
                {clip.text}
              </Typography.Text>
            )}
            <Flex gap={8} align="center" wrap>
              <Tag>{t(`savedAudio.category.${clip.category}`)}</Tag>
              <Typography.Text type="secondary">{t('savedAudio.savedOn', { date })}</Typography.Text>
            </Flex>
          </Flex>
        }
      />
    </List.Item>
  );
}

/** The right-side sheet of saved clips (SPEC §2): each playable and stoppable, and removable. */
export function SavedAudioDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const { clips, remove } = useSavedAudios();
  return (
    <Drawer open={open} onClose={onClose} placement="right" title={t('savedAudio.title')} size="default">
      {clips.length === 0 ? (
        <Empty description={t('savedAudio.empty')} />
      ) : (
        <div style={{ height: SAVED_AUDIO_LIST_HEIGHT, overflowY: 'auto' }} data-testid="saved-audio-list">
          <List
            dataSource={clips}
            rowKey="id"
            renderItem={(clip) => <ClipItem clip={clip} onRemove={() => remove(clip.id)} />}
          />
        </div>
      )}
    </Drawer>
  );
}
