import { Module } from '@nestjs/common';
import { GrammarTipsController } from './grammar-tips.controller';
import { GrammarTipsService } from './grammar-tips.service';

@Module({ controllers: [GrammarTipsController], providers: [GrammarTipsService] })
export class GrammarTipsModule {}
