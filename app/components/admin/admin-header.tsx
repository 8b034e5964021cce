import { CircleUser, ExternalLink, LogOut, Plus, Search } from "lucide-react";
import { useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { toast } from "~/components/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { ButtonSlot } from "~/components/ui/button-slot";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Input } from "~/components/ui/input";
import { SidebarTrigger } from "~/components/ui/sidebar";

/** Ends the session through better-auth's sign-out endpoint; resolves false when that failed. */
async function signOut(): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Admin header: sidebar toggle, logo, title, View Store, Add Product, order search on phones, account menu. */
export function AdminHeader({ email, storeName }: { email: string; storeName: string }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);

  async function logout() {
    setLeaving(true);
    const ok = await signOut();
    setLeaving(false);
    setConfirmOpen(false);
    if (!ok) {
      toast.error("Logout Failed", { description: "Error logging out" });
      return;
    }
    toast.success("Logged Out");
    await navigate("/admin/login", { replace: true });
  }

  return (
    <header className="sticky top-0 z-20 border-b border-gray-200 bg-white">
      <div className="flex h-14 items-center gap-2 px-3 md:px-4">
        <SidebarTrigger className="-ml-1" />
        <Link to="/admin" className="flex min-w-0 items-baseline gap-2">
          <span className="text-xl font-extrabold tracking-tight text-brand-700">{storeName}</span>
          <span className="truncate text-sm font-semibold text-gray-700">Admin Panel</span>
        </Link>
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <ButtonSlot variant="ghost" size="sm" className="max-sm:hidden">
            <a href="/" target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              View Store
            </a>
          </ButtonSlot>
          <ButtonSlot size="sm">
            <Link to="/admin/products?new=1">
              <Plus aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">Add Product</span>
            </Link>
          </ButtonSlot>
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label="Account menu">
                <CircleUser aria-hidden="true" className="size-5!" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-60">
              <DropdownMenuLabel className="truncate text-gray-600">{email}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem asChild>
                <a href="/" target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" />
                  View Store
                </a>
              </DropdownMenuItem>
              <DropdownMenuItem variant="destructive" onSelect={() => setConfirmOpen(true)}>
                <LogOut aria-hidden="true" />
                Logout
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </div>
      {/* Keyed on the page, so the box is empty again after leaving the orders page. */}
      <Form key={pathname} method="get" action="/admin/orders" role="search" aria-label="Search orders" className="border-t border-gray-100 px-3 py-2 md:hidden">
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-gray-500" />
          <Input type="search" name="q" placeholder="Search orders..." aria-label="Search orders" className="pl-9" />
        </div>
      </Form>

      <AlertDialog open={confirmOpen} onOpenChange={setConfirmOpen}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Logout?</AlertDialogTitle>
            <AlertDialogDescription>You will need to sign in again to use the admin panel.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={leaving}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={leaving}
              onClick={() => {
                void logout();
              }}
            >
              {leaving ? "Logging out..." : "Yes, log out"}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </header>
  );
}
