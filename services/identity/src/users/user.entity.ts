import type { MoodTheme } from '@grammarpath/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * SPEC §3 users, plus the chosen mood theme. Streak and points are learning's figures, computed from activity
 * (DESIGN.md §5), so identity keeps no copy of them. Usernames are unique case-insensitively (see the migration). */
@Entity({ name: 'users', schema: 'identity' })
export class UserEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 32 })
  username!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  /** The Argon2id hash; never leaves this service (see toUser). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'display_name', type: 'varchar', length: 64, nullable: true })
  displayName!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_login', type: 'timestamptz', nullable: true })
  lastLogin!: Date | null;

  @Column({ name: 'study_minutes', type: 'integer', default: 0 })
  studyMinutes!: number;

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin!: boolean;

  @Column({ name: 'prefer_high_contrast', type: 'boolean', default: false })
  preferHighContrast!: boolean;

  @Column({ type: 'varchar', length: 16, default: 'calm' })
  theme!: MoodTheme;
}
