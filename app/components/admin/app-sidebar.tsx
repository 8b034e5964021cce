import { Archive, Ban, FileText, Image, Inbox, LayoutDashboard, Package, PhoneCall, Settings, ShoppingCart, Star, Tags } from "lucide-react";
import { NavLink } from "react-router";
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

const LINKS = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/products", label: "Products", icon: Package },
  { to: "/admin/categories", label: "Categories", icon: Tags },
  { to: "/admin/desk", label: "To confirm", icon: PhoneCall },
  { to: "/admin/orders", label: "Orders", icon: ShoppingCart },
  { to: "/admin/blocklist", label: "Blocklist", icon: Ban },
  { to: "/admin/banners", label: "Hero Banners", icon: Image },
  { to: "/admin/messages", label: "Messages", icon: Inbox },
  { to: "/admin/reviews", label: "Reviews", icon: Star },
  { to: "/admin/pages", label: "Pages", icon: FileText },
  { to: "/admin/settings", label: "Settings", icon: Settings },
  { to: "/admin/backups", label: "Backups", icon: Archive },
] as const;

/**
 * The admin navigation (Dashboard, Products, Categories, To confirm, Orders, Blocklist, Hero Banners,
 * Messages with its unread count, Reviews, Pages, Settings, Backups): the active link is the exact
 * match and carries aria-current="page".
 */
export function AppSidebar({ storeName, unreadMessages = 0 }: { storeName: string; unreadMessages?: number }) {
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
            {LINKS.map(({ to, label, icon: Icon }) => (
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
