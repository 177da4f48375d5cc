/** Paths of this remote's screens (SPEC §2), as data: one place builds them. */
export const paths = {
  alarms: (tenancyId: string) => `/t/${tenancyId}/alarms`,
  newAlarm: (tenancyId: string) => `/t/${tenancyId}/alarms/new-alarm?step=1`,
  alarm: (tenancyId: string, alarmId: string) => `/t/${tenancyId}/alarms/${alarmId}`,
  editAlarm: (tenancyId: string, alarmId: string) => `/t/${tenancyId}/alarms/${alarmId}/edit`,
  notifications: (tenancyId: string) => `/t/${tenancyId}/notifications`,
  notification: (tenancyId: string, id: string) => `/t/${tenancyId}/notifications/${id}`,
};
