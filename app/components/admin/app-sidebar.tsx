import { Archive, Ban, FileText, History, Image, Inbox, LayoutDashboard, Package, PhoneCall, Settings, ShoppingCart, Star, Tags, UserRound, Users } from "lucide-react";
import { NavLink } from "react-router";
import type { Permission } from "~/lib/permissions";
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "~/components/ui/sidebar";

// Each link names the permission of its page (app/lib/permissions.ts): a role sees only its own.
const LINKS: readonly { to: string; label: string; icon: typeof Package; permission: Permission }[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, permission: "panel" },
  { to: "/admin/products", label: "Products", icon: Package, permission: "catalogue" },
  { to: "/admin/categories", label: "Categories", icon: Tags, permission: "catalogue" },
  { to: "/admin/desk", label: "To confirm", icon: PhoneCall, permission: "desk" },
  { to: "/admin/orders", label: "Orders", icon: ShoppingCart, permission: "orders" },
  { to: "/admin/blocklist", label: "Blocklist", icon: Ban, permission: "blocklist" },
  { to: "/admin/banners", label: "Hero Banners", icon: Image, permission: "banners" },
  { to: "/admin/messages", label: "Messages", icon: Inbox, permission: "messages" },
  { to: "/admin/reviews", label: "Reviews", icon: Star, permission: "reviews" },
  { to: "/admin/pages", label: "Pages", icon: FileText, permission: "pages" },
  { to: "/admin/settings", label: "Settings", icon: Settings, permission: "settings" },
  { to: "/admin/backups", label: "Backups", icon: Archive, permission: "backups" },
  { to: "/admin/staff", label: "Staff", icon: Users, permission: "staff" },
  { to: "/admin/activity", label: "Activity", icon: History, permission: "activity" },
  { to: "/admin/account", label: "My account", icon: UserRound, permission: "panel" },
];

/**
 * The admin navigation, the links of the pages the signed-in role may open (Messages with its unread
 * count): the active link is the exact match and carries aria-current="page".
 */
export function AppSidebar({ storeName, may, unreadMessages = 0 }: { storeName: string; may: readonly Permission[]; unreadMessages?: number }) {
  const { setOpenMobile } = useSidebar();
  const title = `${storeName} Admin`;
  return (
    <Sidebar label={title}>
      <SidebarHeader className="h-14 justify-center border-b border-gray-200 px-4 group-data-[collapsible=icon]:px-2">
        <span className="truncate text-lg font-bold text-brand-800 group-data-[collapsible=icon]:sr-only">{title}</span>
        <span aria-hidden="true" className="hidden size-8 items-center justify-center rounded-md bg-brand-700 text-sm font-bold text-white group-data-[collapsible=icon]:flex">
          {storeName.charAt(0)}
        </span>
      </SidebarHeader>
      <SidebarContent>
        <SidebarGroup>
          <SidebarMenu>
            {LINKS.filter((link) => may.includes(link.permission)).map(({ to, label, icon: Icon }) => (
              <SidebarMenuItem key={to}>
                <SidebarMenuButton asChild tooltip={label}>
                  <NavLink to={to} end onClick={() => setOpenMobile(false)}>
                    <Icon aria-hidden="true" />
                    <span>{label}</span>
                    {to === "/admin/messages" && unreadMessages > 0 ? (
                      <span className="ml-auto rounded-full bg-brand-700 px-2 text-xs font-semibold text-white group-data-[collapsible=icon]:hidden">
                        {unreadMessages}
                        <span className="sr-only"> unread</span>
                      </span>
                    ) : null}
                  </NavLink>
                </SidebarMenuButton>
              </SidebarMenuItem>
            ))}
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
    </Sidebar>
  );
}
