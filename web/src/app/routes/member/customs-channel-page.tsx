import { useLocation } from 'react-router';
import { ChannelScreen } from '@/features/customs/channel-screen';
import { channelOfPath } from '@/features/customs/channels';
import { MarketPage } from './market-page';

/** /newChannel/{contract|exportList|exportWaybill|exportZfd|exportReceipt|importList|importWaybill|importZfd}: one template, the channel by its path. */
export default function CustomsChannelPage() {
  const { pathname } = useLocation();
  const channel = channelOfPath(pathname);
  return <MarketPage>{channel ? <ChannelScreen key={channel.key} channel={channel} /> : null}</MarketPage>;
}
