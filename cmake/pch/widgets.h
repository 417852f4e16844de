// SPDX-License-Identifier: Apache-2.0
// Precompiled for the widget targets (cmake/Precompiled.cmake): Qt Core's set and the widgets most
// pages use. Qt Charts stays out: only the charts target may include it (cmake/CheckLayers.cmake).
#include "cmake/pch/core.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>
#include <QWidget>
