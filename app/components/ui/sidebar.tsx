import { PanelLeft } from "lucide-react";
import { Slot } from "radix-ui";
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "~/components/ui/tooltip";
import { cn } from "~/lib/utils";

// The sidebar keeps its state in the cookie "sidebar:state" for 7 days; drawer under 768 px; 16rem / 18rem / 3rem.
export const SIDEBAR_COOKIE_NAME = "sidebar:state";
const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const MOBILE_QUERY = "(max-width: 767px)";
const SIDEBAR_WIDTH = "16rem";
const SIDEBAR_WIDTH_MOBILE = "18rem";
const SIDEBAR_WIDTH_ICON = "3rem";
const SHORTCUT_KEY = "b";

/** Reads the saved sidebar state from a Cookie header: open unless the cookie says "false". */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  for (const part of (cookieHeader ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === SIDEBAR_COOKIE_NAME) return value !== "false";
  }
  return true;
}

type SidebarContextValue = {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  toggleSidebar: () => void;
};

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar() {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used within a SidebarProvider.");
  return context;
}

/**
 * Holds the open state. `defaultOpen` comes from the cookie read by the server, so the first paint
 * already has the saved width; whether the viewport is a phone is decided by CSS and at toggle time,
 * never during render, so server and browser markup agree.
 */
export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: React.ComponentProps<"div"> & { defaultOpen?: boolean }) {
  const [open, setOpenState] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${SIDEBAR_COOKIE_NAME}=${value}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; samesite=lax`;
  }, []);

  const toggleSidebar = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setOpenMobile((current) => !current);
    else setOpen(!open);
  }, [open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === SHORTCUT_KEY && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const state = open ? "expanded" : "collapsed";
  const value = useMemo(
    () => ({ state, open, setOpen, openMobile, setOpenMobile, toggleSidebar }) satisfies SidebarContextValue,
    [state, open, setOpen, openMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div
          data-slot="sidebar-wrapper"
          style={
            {
              "--sidebar-width": SIDEBAR_WIDTH,
              "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE,
              "--sidebar-width-icon": SIDEBAR_WIDTH_ICON,
              ...style,
            } as React.CSSProperties
          }
          className={cn("group/sidebar-wrapper flex min-h-svh w-full", className)}
          {...props}
        >
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

/** Fixed rail on desktop (full or icon width); a left drawer under 768 px. */
export function Sidebar({ className, children, label = "Sidebar" }: { className?: string; children: React.ReactNode; label?: string }) {
  const { state, openMobile, setOpenMobile } = useSidebar();
  return (
    <>
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        {/* Portalled to <body>, outside the wrapper that defines the width variables: set it here. */}
        <SheetContent
          side="left"
          showCloseButton={false}
          data-mobile="true"
          style={{ "--sidebar-width-mobile": SIDEBAR_WIDTH_MOBILE } as React.CSSProperties}
          className="w-(--sidebar-width-mobile) max-w-[85vw] bg-gray-50 p-0 sm:max-w-(--sidebar-width-mobile) md:hidden"
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Admin navigation</SheetDescription>
          <nav aria-label={label} className="flex h-full w-full flex-col">
            {children}
          </nav>
        </SheetContent>
      </Sheet>
      <div
        data-slot="sidebar"
        data-state={state}
        data-collapsible={state === "collapsed" ? "icon" : ""}
        className="group peer hidden text-gray-900 md:block"
      >
        {/* Reserves the rail's width in the page flow; the rail itself is fixed. */}
        <div className="relative w-(--sidebar-width) bg-transparent transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
        <nav
          aria-label={label}
          className={cn(
            "fixed inset-y-0 left-0 z-10 hidden h-svh w-(--sidebar-width) flex-col border-r border-gray-200 bg-gray-50 transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon) md:flex",
            className,
          )}
        >
          {children}
        </nav>
      </div>
    </>
  );
}

export function SidebarTrigger({ className, onClick, ...props }: React.ComponentProps<typeof Button>) {
  const { toggleSidebar, open } = useSidebar();
  return (
    <Button
      data-slot="sidebar-trigger"
      variant="ghost"
      size="icon-sm"
      className={className}
      aria-label="Toggle sidebar"
      title="Toggle sidebar (Ctrl+B)"
      data-open={open}
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
      {...props}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}

/** The page area beside the sidebar. */
export function SidebarInset({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-inset" className={cn("flex min-h-svh min-w-0 flex-1 flex-col bg-white", className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-header" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="sidebar-content"
      className={cn("flex min-h-0 flex-1 flex-col gap-2 overflow-auto group-data-[collapsible=icon]:overflow-hidden", className)}
      {...props}
    />
  );
}

export function SidebarFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-footer" className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarGroup({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="sidebar-group" className={cn("relative flex w-full min-w-0 flex-col p-2", className)} {...props} />;
}

export function SidebarMenu({ className, ...props }: React.ComponentProps<"ul">) {
  return <ul data-slot="sidebar-menu" className={cn("flex w-full min-w-0 flex-col gap-1", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: React.ComponentProps<"li">) {
  return <li data-slot="sidebar-menu-item" className={cn("relative", className)} {...props} />;
}

const menuButtonClass =
  "flex h-9 w-full items-center gap-2 overflow-hidden rounded-md px-2 text-left text-sm text-gray-800 outline-none transition-[width,height,padding] hover:bg-gray-200 focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:bg-brand-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand-800 group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:p-2 [&>span]:truncate group-data-[collapsible=icon]:[&>span]:sr-only [&>svg]:size-4 [&>svg]:shrink-0";

/** A menu entry; `asChild` wraps a link. In the collapsed rail the label becomes a tooltip. */
export function SidebarMenuButton({
  asChild = false,
  tooltip,
  className,
  ...props
}: React.ComponentProps<"button"> & { asChild?: boolean; tooltip?: string }) {
  const { state } = useSidebar();
  const Comp = asChild ? Slot.Root : "button";
  const button = <Comp data-slot="sidebar-menu-button" className={cn(menuButtonClass, className)} {...props} />;
  if (!tooltip) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={state !== "collapsed"}>
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
